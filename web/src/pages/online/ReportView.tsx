import { PageContainer } from '@ant-design/pro-components';
import { Card, Empty } from 'antd';
import { useSearchParams } from 'react-router';
import { OnlineReportTable, useReportColumns } from '../../modules/widgets';

/** 报表 (hidden menu component `online/ReportView`): one online report (`?code=`) opened as a list. */
export function Component() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const config = useReportColumns(code, true);
  return (
    <PageContainer title={config.data?.cgRpConfigName ?? '报表'}>
      <Card>
        {code === '' ? <Empty description="请选择报表" /> : <OnlineReportTable key={code} code={code} />}
      </Card>
    </PageContainer>
  );
}
