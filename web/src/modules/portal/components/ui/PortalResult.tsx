import './portal-ui.css';
import { PortalButton } from '../../../portal-light';

export type PortalResultProps = { title: string; status?: '404' };

/** A page-sized "not found" (antd Result status 404): the message and the way home. */
export function PortalResult({ title, status = '404' }: PortalResultProps) {
  return (
    <div className="portal-result" role="alert">
      <div className="portal-result-status" aria-hidden>
        {status}
      </div>
      <p className="portal-result-title">{title}</p>
      <PortalButton type="primary" href="/portal/Home">
        返回首页
      </PortalButton>
    </div>
  );
}
