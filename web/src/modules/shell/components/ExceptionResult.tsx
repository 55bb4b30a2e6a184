import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export type ExceptionKind = '403' | '404' | '500';

/** Spec §8: 403 拒绝访问, 404 很抱歉，资源未找到!; the 500 page's text is JeecgBoot's (the spec gives none). */
export const EXCEPTION_TEXT: Record<ExceptionKind, string> = {
  '403': '拒绝访问',
  '404': '很抱歉，资源未找到!',
  '500': '抱歉，服务器出错了',
};

export type ExceptionResultProps = { kind: ExceptionKind };

/** The exception pages 403, 404 and 500 (spec §2 "Views seen"), each with 返回首页. */
export function ExceptionResult({ kind }: ExceptionResultProps) {
  const navigate = useNavigate();
  return (
    <Result
      status={kind}
      title={kind}
      subTitle={EXCEPTION_TEXT[kind]}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}
