import { MASTER_DATA_ENTITIES } from '@srm/contracts/masterdata/entities';
import { Result } from 'antd';
import { useMemo } from 'react';
import { EntityListPage, entityAtPath } from '../../modules/masterdata';
import { useViewPath } from '../../modules/shell';

/**
 * The generic master-data screen (menu component `masterdata/EntityList`, docs/masterdata.md "Web"):
 * every entity menu under 主数据 and 主数据协同 opens this, and the menu's url names the entity and
 * its variant (`/masterdata/material`: 物料 for staff, `/sup/masterdata/sample`: the supplier's own
 * 样品). The list, search form, form and 变更历史 are built from the code declaration.
 */
export function Component() {
  const path = useViewPath();
  const found = useMemo(() => entityAtPath(path, MASTER_DATA_ENTITIES), [path]);
  if (!found)
    return <Result status="404" title="未找到主数据" subTitle={`菜单地址 ${path} 没有对应的主数据实体`} />;
  return (
    <EntityListPage
      key={`${found.variant}:${found.definition.name}`}
      definition={found.definition}
      variant={found.variant}
      title={found.variant === 'sup' ? `我的${found.definition.label}` : `${found.definition.label}管理`}
    />
  );
}
