import { Descriptions } from 'antd';
import type { DocumentViewProps } from '../types';
import { variableText } from '../utils/approvalSummary';

/** A document without a view of its own: its title, business key and the approval's variables by name. */
export function DefaultDocumentView({ title, businessKey, variables }: DocumentViewProps) {
  return (
    <Descriptions size="small" column={2} bordered data-testid="default-document-view">
      <Descriptions.Item label="单据标题">{title}</Descriptions.Item>
      <Descriptions.Item label="业务编号">{businessKey}</Descriptions.Item>
      {Object.entries(variables).map(([name, value]) => (
        <Descriptions.Item key={name} label={name}>
          {variableText(value)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
