import { Alert, Button } from 'antd';
import { useRouteError } from 'react-router';

/**
 * A route failed to render or its chunk failed to load (e.g. after a deployment). Kept light
 * (Alert, not Result) because it is part of the initial bundle.
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  return (
    <div style={{ maxWidth: 640, margin: '64px auto', padding: '0 16px' }}>
      <Alert
        type="error"
        showIcon
        message="页面加载失败"
        description={error instanceof Error ? error.message : undefined}
        action={
          <Button size="small" danger onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    </div>
  );
};
