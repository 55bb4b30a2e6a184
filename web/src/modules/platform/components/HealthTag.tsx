import { Tag } from 'antd';

export type HealthTagProps = {
  /** `undefined` while the first answer is pending. */
  ok: boolean | undefined;
  testId: string;
};

/** 正常 / 异常 for one part of the platform. */
export const HealthTag = ({ ok, testId }: HealthTagProps) => {
  if (ok === undefined) {
    return (
      <Tag color="processing" data-testid={testId}>
        检查中
      </Tag>
    );
  }
  return (
    <Tag color={ok ? 'success' : 'error'} data-testid={testId}>
      {ok ? '正常' : '异常'}
    </Tag>
  );
};
