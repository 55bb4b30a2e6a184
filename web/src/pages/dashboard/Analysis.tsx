import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { api } from '../../modules/core';

/** 首页 (/dashboard/analysis): the tenant's visit figures; business figures arrive with their modules. */
export function Component() {
  const info = useQuery({ queryKey: ['sys', 'loginfo'], queryFn: () => api.get('/sys/loginfo') });
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title="今日访问" value={info.data?.todayVisitCount ?? '-'} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title="今日访问IP" value={info.data?.todayIp ?? '-'} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title="总访问量" value={info.data?.totalVisitCount ?? '-'} />
        </Card>
      </Col>
    </Row>
  );
}
