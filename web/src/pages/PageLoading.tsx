import { Spin } from 'antd';

/** Shown while a page's chunk loads. */
export const PageLoading = () => (
  <div style={{ display: 'flex', justifyContent: 'center', padding: '120px 0' }}>
    <Spin size="large" />
  </div>
);
