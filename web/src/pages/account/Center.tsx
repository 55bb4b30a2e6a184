import { PageContainer } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../modules/core';
import { SessionActor } from '../../modules/session';
import { ChangePasswordModal } from '../../modules/shell';

/** 个人中心 (/account/center, the user menu's 账户设置): who I am, my departments, password and department switch. */
export function Component() {
  const actor = SessionActor.useActorRef();
  const navigate = useNavigate();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const me = useQuery({ queryKey: ['user', 'info'], queryFn: () => api.get('/user/info') });
  const departs = useQuery({
    queryKey: ['user', 'departs'],
    queryFn: () => api.get('/sys/user/getCurrentUserDeparts'),
  });
  const u = me.data;
  return (
    <PageContainer title="个人中心">
      <Card loading={me.isPending}>
        <Descriptions column={2} bordered data-testid="account-center">
          <Descriptions.Item label="账号">{u?.username}</Descriptions.Item>
          <Descriptions.Item label="姓名">{u?.realname}</Descriptions.Item>
          <Descriptions.Item label="手机号">{u?.phone ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="邮箱">{u?.email ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="性别">
            {u?.sex === 1 ? '男' : u?.sex === 2 ? '女' : '-'}
          </Descriptions.Item>
          <Descriptions.Item label="注册时间">{u ? u.createTime.slice(0, 10) : '-'}</Descriptions.Item>
          <Descriptions.Item label="所属部门" span={2}>
            <Space wrap>
              {(departs.data?.list ?? []).map((d) => (
                <Tag key={d.id} color={d.orgCode === departs.data?.orgCode ? 'blue' : undefined}>
                  {d.departName}
                </Tag>
              ))}
              {departs.data && departs.data.list.length === 0 ? '-' : null}
            </Space>
          </Descriptions.Item>
        </Descriptions>
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" onClick={() => setPasswordOpen(true)}>
            修改密码
          </Button>
          <Button onClick={() => void navigate('/account/settings/base')}>账户设置</Button>
          {(departs.data?.list.length ?? 0) > 1 ? (
            <Button onClick={() => actor.send({ type: 'depart.open' })}>切换部门</Button>
          ) : null}
        </Space>
      </Card>
      <ChangePasswordModal
        open={passwordOpen}
        username={u?.username ?? ''}
        onClose={() => setPasswordOpen(false)}
      />
    </PageContainer>
  );
}
