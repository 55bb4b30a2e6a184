import type { ImportBase } from '@srm/contracts';
import { ImportOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { openSignedLink } from '../services/signedLink';
import { importExcel } from '../services/widgetsApi';
import { IMPORT_DETAIL_TEXT, IMPORT_DOWNLOAD_TEXT, importOutcome } from '../utils/importResult';
import { apiFileLink } from '../utils/upload';

export type ImportButtonProps = {
  /** The list's route base: the file goes to `POST {base}/importExcel`. */
  base: ImportBase;
  /** The base's path parameters, when it has them (`/masterdata/:entity`). */
  params?: Record<string, string>;
  /** Called after an import wrote rows (the list reloads). */
  onImported: () => void;
};

/**
 * 导入 (spec §7 "Import", §8 "Import code 201"): uploads an .xlsx; success shows the server's message
 * (or `{file} 文件上传成功`); some rows refused shows a warning dialog with the counts and the error
 * file ('具体详情请 点击下载'); a refusal shows `{file} {message}.`.
 */
export function ImportButton({ base, params, onImported }: ImportButtonProps) {
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);

  const run = async (file: File) => {
    setBusy(true);
    try {
      const outcome = importOutcome(
        file.name,
        await importExcel(base, file, undefined, params).catch(() => null),
      );
      if (outcome.kind === 'success') {
        void message.success(outcome.message);
        onImported();
      } else if (outcome.kind === 'partial') {
        onImported();
        modal.warning({
          title: outcome.title,
          width: 520,
          content: (
            <div data-testid="import-result">
              {outcome.detail && <div>{outcome.detail}</div>}
              <span>
                {IMPORT_DETAIL_TEXT}{' '}
                <a
                  href={apiFileLink(outcome.fileUrl)}
                  onClick={(e) => {
                    // Downloaded through a signed link: no token in the URL ([SEC1] 4).
                    e.preventDefault();
                    void openSignedLink(apiFileLink(outcome.fileUrl));
                  }}
                >
                  {IMPORT_DOWNLOAD_TEXT}
                </a>
              </span>
            </div>
          ),
        });
      } else {
        void message.error(outcome.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Upload
      accept=".xlsx"
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        void run(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button icon={<ImportOutlined />} loading={busy}>
        导入
      </Button>
    </Upload>
  );
}
