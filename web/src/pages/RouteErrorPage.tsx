import { Alert, Button } from 'antd';
import { Navigate, useRouteError } from 'react-router';
import { chunkFailed } from '../modules/core';

/**
 * A route failed. A chunk that did not load (e.g. after a deployment) can be fetched again: 页面加载失败
 * with 重新加载. Anything else is an error the app cannot recover from: the 500 page. Kept light
 * (Alert, not Result) because it is part of the initial bundle.
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  if (!(error instanceof Error && chunkFailed(error))) {
    console.error('route failed', error);
    return <Navigate to="/500" replace />;
  }
  return (
    <div style={{ maxWidth: 640, margin: '64px auto', padding: '0 16px' }}>
      <Alert
        type="error"
        showIcon
        message="页面加载失败"
        description={error.message}
        action={
          <Button size="small" danger onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    </div>
  );
};
