import { Button, Form, Modal, Select } from 'antd';
import {
  DEPART_SELECT_PLACEHOLDER,
  departModalTitle,
  EXPIRED_DIALOG,
  LOGOUT_CONFIRM,
  SessionActor,
} from '../../session';

/** The session's dialogs: 登录已过期, the logout confirmation and the department switch (width 450). */
export function SessionDialogs() {
  const actor = SessionActor.useActorRef();
  const expired = SessionActor.useSelector((s) => s.matches('expired'));
  const confirming = SessionActor.useSelector((s) =>
    s.matches({ authenticated: { ready: 'confirmingLogout' } }),
  );
  const choosing = SessionActor.useSelector(
    (s) =>
      s.matches({ authenticated: { ready: 'choosingDepart' } }) ||
      s.matches({ authenticated: { ready: 'selectingDepart' } }),
  );
  const selecting = SessionActor.useSelector((s) =>
    s.matches({ authenticated: { ready: 'selectingDepart' } }),
  );
  const departs = SessionActor.useSelector((s) => s.context.departs);
  const closable = SessionActor.useSelector((s) => s.context.departClosable);
  const invalid = SessionActor.useSelector((s) => s.context.departInvalid);
  const selected = SessionActor.useSelector((s) => s.context.departSelected);
  const [form] = Form.useForm<{ orgCode?: string }>();

  return (
    <>
      <Modal
        open={expired}
        title={EXPIRED_DIALOG.title}
        closable={false}
        maskClosable={false}
        footer={
          <Button type="primary" onClick={() => actor.send({ type: 'session.relogin' })}>
            {EXPIRED_DIALOG.okText}
          </Button>
        }
      >
        {EXPIRED_DIALOG.content}
      </Modal>
      <Modal
        open={confirming}
        title={LOGOUT_CONFIRM.title}
        onOk={() => actor.send({ type: 'session.logout.confirm' })}
        onCancel={() => actor.send({ type: 'session.logout.cancel' })}
        okText="确定"
        cancelText="取消"
      >
        {LOGOUT_CONFIRM.content}
      </Modal>
      <Modal
        open={choosing}
        width={450}
        title={departs ? departModalTitle(departs) : ''}
        closable={closable}
        maskClosable={false}
        onCancel={() => actor.send({ type: 'depart.close' })}
        footer={[
          closable ? (
            <Button key="close" onClick={() => actor.send({ type: 'depart.close' })}>
              关闭
            </Button>
          ) : null,
          <Button
            key="ok"
            type="primary"
            loading={selecting}
            onClick={() =>
              actor.send({ type: 'depart.switch', orgCode: form.getFieldValue('orgCode') ?? '' })
            }
          >
            确认
          </Button>,
        ]}
      >
        <Form form={form} initialValues={{ orgCode: selected ?? departs?.orgCode ?? undefined }}>
          <Form.Item name="orgCode" validateStatus={invalid ? 'error' : ''}>
            <Select
              placeholder={DEPART_SELECT_PLACEHOLDER}
              options={(departs?.list ?? []).map((d) => ({ value: d.orgCode, label: d.departName }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
