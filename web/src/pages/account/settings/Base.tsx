import { ProForm, ProFormDatePicker, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Col, Form, Row, Skeleton } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import {
  accountApi,
  accountKeys,
  AccountSettingsLayout,
  profileUserInfo,
  useAccountProfile,
} from '../../../modules/account';
import { errorText } from '../../../modules/core';
import { SessionActor } from '../../../modules/session';
import { fileLink, UploadField, useSignedLink } from '../../../modules/widgets';

type Values = {
  realname: string;
  sex: number | null;
  birthday: string | null;
  email: string | null;
  avatar: string | null;
};

/** 基本设置 (/account/settings/base): the user's own name, avatar, sex, birthday and email; the phone is changed under 安全设置. */
export function Component() {
  const profile = useAccountProfile();
  const client = useQueryClient();
  const session = SessionActor.useActorRef();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const avatar = Form.useWatch('avatar', form);
  // An <img> cannot send a header: a signed link, renewed before it expires ([SEC1] 4).
  const avatarSrc = useSignedLink(avatar ? fileLink(avatar) : null);
  const p = profile.data;
  return (
    <AccountSettingsLayout active="base">
      {!p ? (
        <Skeleton active />
      ) : (
        <Row gutter={48}>
          <Col flex="1 1 360px" style={{ maxWidth: 480 }}>
            <ProForm<Values>
              form={form}
              layout="vertical"
              initialValues={{
                realname: p.realname,
                sex: p.sex,
                birthday: p.birthday,
                email: p.email,
                avatar: p.avatar,
              }}
              submitter={{
                searchConfig: { submitText: '更新基本信息' },
                resetButtonProps: { style: { display: 'none' } },
              }}
              onFinish={async (v) => {
                try {
                  const saved = await accountApi.saveProfile({
                    realname: v.realname,
                    sex: v.sex === 1 || v.sex === 2 ? v.sex : null,
                    birthday: v.birthday || null,
                    email: v.email?.trim() || null,
                    avatar: v.avatar || null,
                  });
                  client.setQueryData(accountKeys.profile, saved);
                  // The header's greeting and the stored userInfo follow without a new login.
                  session.send({ type: 'session.userInfo.update', userInfo: profileUserInfo(saved) });
                  void message.success('修改成功');
                  return true;
                } catch (e) {
                  void message.error(errorText(e, '修改失败'));
                  return false;
                }
              }}
            >
              <ProFormText label="账号" fieldProps={{ value: p.username }} disabled />
              <ProFormText
                label="姓名"
                name="realname"
                placeholder="请输入姓名"
                rules={[{ required: true, whitespace: true, message: '请输入用户名称' }]}
                fieldProps={{ maxLength: 100 }}
              />
              <ProFormRadio.Group
                label="性别"
                name="sex"
                options={[
                  { label: '男', value: 1 },
                  { label: '女', value: 2 },
                ]}
              />
              <ProFormDatePicker
                label="生日"
                name="birthday"
                placeholder="请选择生日"
                fieldProps={{ format: 'YYYY-MM-DD' }}
              />
              <ProFormText
                label="邮箱"
                name="email"
                placeholder="请输入邮箱"
                rules={[{ type: 'email', message: '请输入正确格式的电子邮件!' }]}
              />
              <ProFormText
                label="手机号"
                fieldProps={{ value: p.phone ?? '未绑定' }}
                disabled
                extra="手机号在安全设置中通过短信验证码修改"
              />
              <ProForm.Item name="avatar" hidden>
                <input />
              </ProForm.Item>
            </ProForm>
          </Col>
          <Col flex="0 0 200px" style={{ textAlign: 'center' }}>
            <div style={{ marginBottom: 12 }}>头像</div>
            <Avatar
              size={144}
              icon={<UserOutlined />}
              data-testid="avatar-preview"
              {...(avatarSrc ? { src: avatarSrc } : {})}
            />
            <div style={{ marginTop: 16 }}>
              <UploadField
                imageOnly
                maxCount={1}
                maxMb={5}
                biz="avatar"
                text="更换头像"
                value={avatar ?? ''}
                onChange={(v) => form.setFieldValue('avatar', v.split(',').filter(Boolean).at(-1) ?? null)}
              />
            </div>
          </Col>
        </Row>
      )}
    </AccountSettingsLayout>
  );
}
