import { Typography } from 'antd';
import { documentViewOf } from '../services/documentViews';
import type { DocumentViewProps } from '../types';
import { DefaultDocumentView } from './DefaultDocumentView';

/** 业务单据: the task's document, in the view its module registered (or the default list). */
export function BusinessDocument(props: DocumentViewProps) {
  const View = documentViewOf(props.documentType) ?? DefaultDocumentView;
  return (
    <section data-testid="business-document" style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>业务单据</Typography.Title>
      <View {...props} />
    </section>
  );
}
