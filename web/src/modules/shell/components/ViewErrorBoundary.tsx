import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { chunkFailed } from '../../core';

export type ViewErrorBoundaryProps = { children: ReactNode; onRetry: () => void };
type State = { error: Error | null };

/**
 * One view's failure stays in its tab: the layout, menu and other tabs keep working. 重新加载 remounts
 * the view (a new tab generation); a failed chunk is fetched again.
 */
export class ViewErrorBoundary extends Component<ViewErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('view failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Result
        status="error"
        title={chunkFailed(error) ? '页面加载失败' : '页面出错了'}
        subTitle={chunkFailed(error) ? '网络异常或版本已更新，请重新加载。' : error.message}
        extra={
          <Button type="primary" onClick={this.props.onRetry}>
            重新加载
          </Button>
        }
      />
    );
  }
}
