import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** `/404`: where unknown paths end up (spec: 很抱歉，资源未找到!). */
export const NotFoundPage = () => {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="很抱歉，资源未找到!"
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
};
