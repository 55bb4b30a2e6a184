import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { sourcingApi } from '../services/sourcingApi';

type Option = { value: string; label: string; unit?: string };
export type RemoteSelectProps = {
  value?: string;
  onChange?: (value: string, option?: Option) => void;
  placeholder?: string;
  id?: string;
  /** The chosen value's option when the search has not brought it (a saved line's material). */
  known?: Option | undefined;
};

const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/** A searched select over one of the buyer's pickers: the keyword goes to the list route as a contains filter. */
function remoteSelect(kind: 'material' | 'supplier', fetch: (keyword: string) => Promise<Option[]>) {
  return function Picker({ value, onChange, placeholder, id, known }: RemoteSelectProps) {
    const [keyword, setKeyword] = useState('');
    const { data = [], isFetching } = useQuery({
      queryKey: ['sourcing', kind, keyword],
      queryFn: () => fetch(keyword),
      staleTime: 30_000,
    });
    return (
      <Select<string, Option>
        id={id}
        showSearch
        value={value}
        placeholder={placeholder}
        filterOption={false}
        onSearch={setKeyword}
        loading={isFetching}
        options={known && !data.some((o) => o.value === known.value) ? [known, ...data] : data}
        onChange={(v, o) => onChange?.(v, Array.isArray(o) ? undefined : o)}
        style={{ width: '100%', minWidth: 200 }}
      />
    );
  };
}

/** 物料 (enabled) of the master data, labelled `code name`. */
export const MaterialSelect = remoteSelect('material', async (keyword) =>
  (await sourcingApi.materials(keyword)).records.map((r) => ({
    value: str(r['id']),
    label: `${str(r['code'])} ${str(r['name'])}`,
    unit: str(r['unitCode']),
  })),
);

/** 供应商档案: the tenant's suppliers by company name (eligibility is the invite's answer). */
export const SupplierSelect = remoteSelect('supplier', async (keyword) =>
  (await sourcingApi.suppliers(keyword)).records.map((r) => ({ value: r.id, label: r.companyName })),
);
