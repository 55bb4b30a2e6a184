import { App, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { submitCheck } from '../utils/selection';
import { OnlineReportTable, useReportColumns } from './OnlineReportTable';

type Row = Record<string, unknown>;

export type PopupReportModalProps = {
  open: boolean;
  /** The report's code (`popupCode`). */
  code: string;
  /** Checkbox (true) or radio (false, default). */
  multi?: boolean;
  onOk: (rows: Row[]) => void;
  onCancel: () => void;
};

/** Spec §9 "Popup report": modal 1200. */
const WIDTH = 1200;

/**
 * The popup report picker (spec §2 "Dialogs", §7, §9): the report's name as the title, the report
 * with radio or checkbox selection; 确定 with none (or more than one in single mode) warns 请选择一条记录.
 * Every opening starts afresh (the modal destroys its content when hidden).
 */
export function PopupReportModal({ open, code, multi = false, onOk, onCancel }: PopupReportModalProps) {
  const { message } = App.useApp();
  const [selected, setSelected] = useState<Row[]>([]);
  const config = useReportColumns(code, open);

  useEffect(() => {
    if (open) setSelected([]);
  }, [open]); // only when it opens

  const submit = () => {
    const problem = submitCheck(selected.length, multi);
    if (problem) {
      void message.warning(problem);
      return;
    }
    onOk(selected);
  };

  return (
    <Modal
      open={open}
      title={config.data?.cgRpConfigName ?? '请选择'}
      width={WIDTH}
      onOk={submit}
      onCancel={onCancel}
      wrapClassName="popup-report-modal"
      destroyOnHidden
    >
      <OnlineReportTable code={code} selection={{ multi, selected, onChange: setSelected }} />
    </Modal>
  );
}
