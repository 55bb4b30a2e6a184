import { Drawer } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useInstanceRoom } from '../hooks/useInstanceRoom';
import { processApi } from '../services/processApi';
import type { DocumentApproval } from '../types';
import { ApprovalStatusView } from './ApprovalStatusView';
import { InstanceView } from './InstanceView';
import { StartApprovalModal } from './StartApprovalModal';

export type ApprovalStatusProps = {
  documentType: string;
  businessKey: string;
  /** The approval's title when submitted from here (default: the business key). */
  title?: string;
  /** The process variables a submission carries (amount, ...). */
  variables?: Record<string, unknown>;
  /** Hides 发起审批 (e.g. the user may not submit this document). */
  canStart?: boolean;
  /** Hears each new state (the page may lock editing while it runs). */
  onChange?: (approval: DocumentApproval | null) => void;
};

/**
 * For a business document's page: its approval's tag (审批中 / 审批通过 / 审批驳回...), 当前节点 and who
 * holds them, the status the process set, 查看审批 (the instance in a drawer) and 发起审批 while none
 * runs. Follows the running instance live.
 */
export function ApprovalStatus({
  documentType,
  businessKey,
  title,
  variables,
  canStart = true,
  onChange,
}: ApprovalStatusProps) {
  const [approval, setApproval] = useState<DocumentApproval | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [awaiting, setAwaiting] = useState<string | null>(null);

  // The page's callback may be a new function each render: kept in a ref, it does not reload.
  const changed = useRef(onChange);
  changed.current = onChange;
  const show = useCallback((a: DocumentApproval | null) => {
    setApproval(a);
    changed.current?.(a);
  }, []);
  const reload = useCallback(() => {
    processApi
      .documentApproval(documentType, businessKey)
      .then(show, () => setApproval((a) => (a === undefined ? null : a)));
  }, [documentType, businessKey, show]);
  useEffect(reload, [reload]);
  // A just-submitted approval is recorded by its workflow a moment later: ask again until it is there.
  useEffect(() => {
    if (!awaiting) return;
    let live = true;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      processApi.documentApproval(documentType, businessKey).then(
        (a) => {
          if (!live) return;
          show(a);
          if (a?.id === awaiting || ++tries >= 20) setAwaiting(null);
          else timer = setTimeout(() => void ask(), 500);
        },
        () => {
          if (live && ++tries < 20) timer = setTimeout(() => void ask(), 500);
        },
      );
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [awaiting, documentType, businessKey, show]);
  useInstanceRoom(approval?.status === 'running' ? approval.id : null, reload);

  if (approval === undefined) return null;
  return (
    <>
      <ApprovalStatusView
        approval={approval}
        onOpen={() => setOpen(true)}
        start={
          canStart && (
            <StartApprovalModal
              document={{
                documentType,
                businessKey,
                title: title ?? businessKey,
                ...(variables ? { variables } : {}),
              }}
              onStarted={(id) => setAwaiting(id)}
            />
          )
        }
      />
      <Drawer
        open={open && !!approval}
        width={960}
        title="审批详情"
        onClose={() => {
          setOpen(false);
          reload();
        }}
        destroyOnHidden
      >
        {open && approval && <InstanceView instanceId={approval.id} />}
      </Drawer>
    </>
  );
}
