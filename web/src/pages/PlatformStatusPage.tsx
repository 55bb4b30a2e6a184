import { PageContainer } from '@ant-design/pro-components';
import { Col, Row, Space } from 'antd';
import {
  HealthPanel,
  LiveConnectionBadge,
  LiveEventsEffect,
  LiveEventsTable,
  SelfCheckPanel,
} from '../modules/platform';

/** `/platform/status`: health of the platform's parts, a self-check, and the live event feed. */
export const PlatformStatusPage = () => (
  <PageContainer title="平台状态" extra={<LiveConnectionBadge />}>
    <LiveEventsEffect />
    <Space direction="vertical" size={16} style={{ display: 'flex' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <HealthPanel />
        </Col>
        <Col xs={24} lg={10}>
          <SelfCheckPanel />
        </Col>
      </Row>
      <LiveEventsTable />
    </Space>
  </PageContainer>
);
