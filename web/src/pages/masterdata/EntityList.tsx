import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { useMemo } from 'react';
import { errorText } from '../../modules/core';
import { definitionOfView, EntityListPage, entityAtPath, masterdataApi } from '../../modules/masterdata';
import { useViewPath } from '../../modules/shell';
import { PageLoading } from '../PageLoading';

/**
 * The generic master-data screen (menu component `masterdata/EntityList`, docs/masterdata.md "Web"):
 * every entity menu under 主数据, 主数据协同 and 在线表单 opens this, and the menu's url names the entity
 * and its variant (`/masterdata/material`: 物料 for staff, `/sup/masterdata/sample`: the supplier's own
 * 样品, `/online/cgformList/xSampleLog`: an online form). The list, search form, form and 变更历史 are
 * built from the served definition (`GET .../definition`), so online entities and a tenant's extended
 * fields show as they stand.
 */
export function Component() {
  const path = useViewPath();
  const ref = useMemo(() => entityAtPath(path), [path]);
  const served = useQuery({
    queryKey: ['masterdata', 'definition', ref?.variant, ref?.entity],
    queryFn: () => masterdataApi.definition(ref!),
    enabled: ref !== null,
    retry: false,
  });
  const definition = useMemo(
    () => (ref && served.data ? definitionOfView(served.data, ref.variant) : null),
    [ref, served.data],
  );
  // Spec §5 extended form: a tenant's extended fields with their editProperty (1 required, 2 read-only).
  const extended = useMemo(
    () =>
      (definition?.fields ?? []).flatMap((f) =>
        f.editProperty ? [{ name: f.name, editProperty: f.editProperty }] : [],
      ),
    [definition],
  );
  if (!ref || served.isError)
    return (
      <Result
        status="404"
        title="未找到主数据"
        subTitle={served.isError ? errorText(served.error, '') : `菜单地址 ${path} 没有对应的主数据实体`}
      />
    );
  if (!definition) return <PageLoading />;
  return (
    <EntityListPage
      key={`${ref.variant}:${definition.name}`}
      definition={definition}
      variant={ref.variant}
      extended={extended}
      title={ref.variant === 'sup' ? `我的${definition.label}` : `${definition.label}管理`}
    />
  );
}
