import { PageContainer, type ActionType } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { BondAddModal, BondTable, financeApi } from '../../modules/finance';
import { useAuthorized } from '../../modules/widgets';

/**
 * 履约保证金 (menu component `finance/PerformanceBondList`): the winners' performance bonds; each
 * registered bond's expiry is reminded on the bell by the `performanceBond-<id>` workflow.
 */
export function Component() {
  const action = useRef<ActionType>(null);
  const canAdd = useAuthorized('finance:bond:add');
  const [adding, setAdding] = useState(false);
  return (
    <PageContainer title="履约保证金">
      <BondTable
        load={financeApi.bonds}
        actionRef={action}
        toolBar={
          canAdd
            ? [
                <Button key="add" type="primary" onClick={() => setAdding(true)}>
                  登记履约保证金
                </Button>,
              ]
            : []
        }
      />
      <BondAddModal
        open={adding}
        onClose={() => setAdding(false)}
        onDone={() => {
          setAdding(false);
          void action.current?.reload();
        }}
      />
    </PageContainer>
  );
}
