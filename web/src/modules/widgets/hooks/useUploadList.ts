import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../core';
import { openSignedLink } from '../services/signedLink';
import { uploadFile } from '../services/widgetsApi';
import {
  acceptAttribute,
  countMessage,
  DEFAULT_MAX_COUNT,
  fileLink,
  filesFromValue,
  ignoredInPick,
  uploadChange,
  uploadErrorMessage,
  validateUpload,
  valueFromFiles,
  type UploadRules,
} from '../utils/upload';

export type UploadListOptions = UploadRules & {
  /** Comma-joined stored paths; undefined leaves the list to itself (uncontrolled). */
  value?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  /** The widget's folder on the server (`biz`, default temp). */
  biz?: string | undefined;
};

type FileItem = UploadFile<string>;

/**
 * The state of an upload list (spec §4 "Upload file status", §5 messages): checks before sending,
 * the upload with progress, statuses uploading/done/error/removed, and the value of the done files.
 */
export function useUploadList({ value, onChange, biz, ...rules }: UploadListOptions) {
  const { message } = App.useApp();
  const maxCount = rules.maxCount ?? DEFAULT_MAX_COUNT;
  const [fileList, setFileList] = useState<FileItem[]>(() => filesFromValue(value));
  const listRef = useRef(fileList);
  listRef.current = fileList;

  // A value set from outside (a form reset, a record loaded) replaces the list.
  useEffect(() => {
    if (value === undefined) return;
    if (value !== valueFromFiles(listRef.current)) setFileList(filesFromValue(value));
  }, [value]);

  const beforeUpload: UploadProps<string>['beforeUpload'] = (file, picked) => {
    const index = picked.indexOf(file);
    if (ignoredInPick(index, picked.length, maxCount)) {
      if (index === 0) void message.warning(countMessage(maxCount));
      return Upload.LIST_IGNORE;
    }
    const check = validateUpload(file, rules);
    if (!check.ok) {
      void message.warning(check.message);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps<string>['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    if (!(file instanceof Blob)) return;
    const name = file instanceof File ? file.name : '';
    uploadFile(file, { kind: 'widget', ...(biz ? { biz } : {}) }, (percent) => onProgress?.({ percent }))
      .then((path) => onSuccess?.(path))
      .catch((e: unknown) => {
        const text = uploadErrorMessage(name, e instanceof ApiError ? e.message : null);
        void message.error(text);
        onError?.(new Error(text));
      });
  };

  const handleChange: UploadProps<string>['onChange'] = ({ file, fileList: next }) => {
    const linked = next.map((f) =>
      f.status === 'done' && typeof f.response === 'string' && !f.url
        ? { ...f, url: fileLink(f.response) }
        : f,
    );
    const out = uploadChange(file, linked, maxCount);
    if (out.warning) void message.warning(out.warning);
    setFileList(out.fileList);
    if (out.value !== null) onChange?.(out.value);
  };

  return {
    fileList,
    /** The value of the files done so far. */
    current: valueFromFiles(fileList),
    uploading: fileList.some((f) => f.status === 'uploading'),
    reset: (v: string | undefined) => setFileList(filesFromValue(v)),
    uploadProps: {
      fileList,
      multiple: maxCount > 1,
      accept: acceptAttribute(rules),
      beforeUpload,
      customRequest,
      onChange: handleChange,
      // The item's link is the bare route: it opens through a fresh signed link ([SEC1] 4).
      onPreview: (f: FileItem) => {
        if (f.url) openSignedLink(f.url).catch(() => void message.error('文件打开失败'));
      },
    } satisfies UploadProps<string>,
  };
}
