// @vitest-environment happy-dom
import {
  entityDefinition,
  WIDGETS,
  type EntityDefinitionInput,
  type Widget,
} from '@srm/contracts/masterdata';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EntityForm } from './EntityForm';

const TYPE: Partial<Record<Widget, 'string' | 'text' | 'integer' | 'decimal' | 'date' | 'datetime'>> = {
  number: 'decimal',
  integer: 'integer',
  rate: 'integer',
  date: 'date',
  datetime: 'datetime',
  umeditor: 'text',
  markdown: 'text',
  textarea: 'text',
};

const name = (w: Widget) =>
  `f${w.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase())}`;

/** One field per §5 widget, each with the configuration its widget needs. */
const input: EntityDefinitionInput = {
  name: 'widgetDemo',
  label: '控件示例',
  table: 'md_widget_demo',
  fields: WIDGETS.map((w) => ({
    name: name(w),
    label: `控件${w}`,
    type: TYPE[w] ?? 'string',
    widget: w,
    required: w === 'text',
    ...(['list', 'radio', 'checkbox', 'list_multi'].includes(w) ? { dictCode: 'yn' } : {}),
    ...(w === 'sel_search' ? { dictTable: { table: 'sys_user', text: 'realname', code: 'username' } } : {}),
    ...(w === 'popup' ? { popup: { code: 'sys_role', orgFields: 'roleName', destFields: 'fPopup' } } : {}),
    ...(w === 'sel_tree' ? { dictCode: 'sys_category,name,id' } : {}),
    ...(w === 'link_down' ? { linkDown: { table: 'sys_category', txt: 'name', key: 'id' } } : {}),
  })),
  list: { columns: ['fText'] },
  permissions: {
    list: 'demo:list',
    add: 'demo:add',
    edit: 'demo:edit',
    delete: 'demo:delete',
    export: 'demo:export',
    import: 'demo:import',
  },
  variants: {
    buyer: { base: '/masterdata/widgetDemo', actions: ['list', 'add', 'edit'], readOnly: ['fPassword'] },
  },
};
const definition = entityDefinition.parse(input);

function Harness({ onFinish }: { onFinish?: (v: Record<string, unknown>) => void }) {
  const [form] = Form.useForm();
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <EntityForm
          definition={definition}
          mode="create"
          form={form}
          capitals={['fNumber']}
          initialValues={{ fNumber: '1234.5' }}
          {...(onFinish ? { onFinish } : {})}
        >
          <button type="submit">保存</button>
        </EntityForm>
      </App>
    </QueryClientProvider>
  );
}

beforeAll(() => {
  // Every loader answers an empty list (dictionaries, trees, areas, link_down).
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, message: '', result: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(cleanup);

// Each test renders a form of all 27 widgets (two cascaders load options): more than 5 s on a busy machine.
describe('EntityForm', { timeout: 30_000 }, () => {
  it('renders a control for each §5 widget type', async () => {
    render(<Harness />);
    expect(WIDGETS).toHaveLength(27);
    for (const w of WIDGETS) expect(screen.getByTestId(`field-${name(w)}`)).toBeTruthy();
    expect(screen.getByText('控件text')).toBeTruthy();
    // the hidden widget's item is not shown
    expect(screen.getByTestId('field-fHidden').closest('.ant-form-item-hidden')).not.toBeNull();
    // the switch starts at its second option (N: unchecked)
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    // the variant's read-only field is disabled
    const password = screen.getByTestId('field-fPassword').querySelector('input');
    expect(password?.disabled).toBe(true);
    // decimals with separators and their capitals
    expect(screen.getByTestId('capitals-fNumber').textContent).toBe('大写：壹仟贰佰叁拾肆元伍角');
    // rich text and markdown load lazily
    expect(await screen.findByTestId('umeditor', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('预览', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows the required message when the field loses focus, not before', async () => {
    render(<Harness />);
    const text = screen.getByTestId('field-fText').querySelector('input')!;
    fireEvent.focus(text);
    fireEvent.change(text, { target: { value: 'x' } });
    fireEvent.change(text, { target: { value: '' } });
    expect(screen.queryByText('请输入控件text!')).toBeNull();
    await act(async () => {
      fireEvent.blur(text);
    });
    expect(await screen.findByText('请输入控件text!')).toBeTruthy();
  });

  it('submits the values the contract normalised', async () => {
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} />);
    const text = screen.getByTestId('field-fText').querySelector('input')!;
    fireEvent.change(text, { target: { value: ' 玻纤纱 ' } });
    await act(async () => {
      fireEvent.click(screen.getByText('保存'));
    });
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    const values = onFinish.mock.calls[0]![0] as Record<string, unknown>;
    expect(values.fText).toBe('玻纤纱');
    expect(values.fNumber).toBe('1234.50');
    expect(values.fSwitch).toBe('N');
  });
});
