import { Result } from 'antd';

/** A menu entry whose screen a later release brings: said plainly, not faked. */
export function UnderConstruction() {
  return <Result status="info" title="该功能尚未开放" subTitle="此页面将在后续版本中提供。" />;
}
