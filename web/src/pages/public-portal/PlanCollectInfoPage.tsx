import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../modules/core';
import { formsApi, portalApi, TYPE_LABEL } from '../../modules/portal-light';
import {
  CategorySelect,
  creditCodeRule,
  normalizeCreditCode,
  useCountdown,
} from '../../modules/supplier-fields';

type Values = {
  companyName: string;
  creditCode: string;
  contact: string;
  mobile: string;
  captcha: string;
  email?: string;
  categoryIds?: string[];
  description?: string;
};

const MOBILE = /^1[3-9]\d{9}$/;
export const PLAN_INFO_SUBMITTED = '提交成功，我们会尽快与您联系';

/**
 * /planCollectInfo (public, spec §2): 采购计划信息征集. A company that is not (yet) a supplier answers a
 * published purchase plan / announcement (`?id=<projectId>`) or leaves its information in general;
 * its phone is verified by an SMS code.
 */
export function PlanCollectInfoPage() {
  const projectId = useSearchParams()[0].get('id') || null;
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const countdown = useCountdown();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const project = useQuery({
    queryKey: ['portal', 'announcement', projectId],
    queryFn: () => portalApi.announcement(projectId!),
    enabled: projectId !== null,
    retry: false,
  });

  const sendCode = async () => {
    const checked = await form.validateFields(['mobile']).catch(() => null);
    if (!checked) return;
    try {
      await formsApi.planCollectSms(checked.mobile);
      void message.success('验证码已发送');
      countdown.start(60);
    } catch (e) {
      void message.error(errorText(e, '发送失败'));
    }
  };

  const submit = async (v: Values) => {
    setSubmitting(true);
    try {
      await formsApi.planCollectSubmit({
        projectId,
        companyName: v.companyName.trim(),
        creditCode: normalizeCreditCode(v.creditCode),
        contact: v.contact.trim(),
        mobile: v.mobile,
        captcha: v.captcha,
        email: v.email?.trim() || null,
        categoryIds: v.categoryIds ?? [],
        description: v.description?.trim() ?? '',
      });
      setDone(true);
    } catch (e) {
      void message.error(errorText(e, '提交失败'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24, maxWidth: 720 }}>
      <Card data-testid="plan-collect-card">
        {done ? (
          <Result
            status="success"
            title={PLAN_INFO_SUBMITTED}
            extra={
              <Button type="primary" href="/portal/Home">
                返回首页
              </Button>
            }
          />
        ) : (
          <>
            <Typography.Title level={3} style={{ textAlign: 'center' }}>
              采购计划信息征集
            </Typography.Title>
            {projectId !== null &&
              (project.error ? (
                <Alert type="error" showIcon message={project.error.message} style={{ marginBottom: 16 }} />
              ) : project.data ? (
                <Alert
                  type="info"
                  showIcon
                  data-testid="plan-collect-project"
                  message={`${TYPE_LABEL[project.data.type]}：${project.data.title}`}
                  description={`项目编号：${project.data.bidCode}，截止时间：${project.data.date}`}
                  style={{ marginBottom: 16 }}
                />
              ) : null)}
            <Form<Values>
              form={form}
              layout="vertical"
              onFinish={(v) => void submit(v)}
              data-testid="plan-collect-form"
            >
              <Form.Item
                label="企业名称"
                name="companyName"
                rules={[{ required: true, whitespace: true, message: '请输入企业名称' }]}
              >
                <Input maxLength={100} placeholder="与营业执照一致" />
              </Form.Item>
              <Form.Item
                label="统一社会信用代码"
                name="creditCode"
                validateTrigger="onBlur"
                rules={[creditCodeRule]}
              >
                <Input maxLength={20} placeholder="18位统一社会信用代码" />
              </Form.Item>
              <Form.Item
                label="联系人"
                name="contact"
                rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
              >
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item
                label="手机号"
                name="mobile"
                rules={[{ required: true, pattern: MOBILE, message: '请输入正确格式的手机号码!' }]}
              >
                <Input maxLength={11} />
              </Form.Item>
              <Form.Item label="验证码" required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
                    <Input placeholder="短信验证码" maxLength={6} />
                  </Form.Item>
                  <Button
                    disabled={countdown.left > 0}
                    onClick={() => void sendCode()}
                    data-testid="send-code"
                  >
                    {countdown.left > 0 ? `${countdown.left} 秒` : '获取验证码'}
                  </Button>
                </Space.Compact>
              </Form.Item>
              <Form.Item label="邮箱" name="email" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item label="供应品类" name="categoryIds">
                <CategorySelect />
              </Form.Item>
              <Form.Item
                label="需求描述"
                name="description"
                rules={[{ max: 500, message: '需求描述不能超过500个字符' }]}
              >
                <Input.TextArea rows={4} maxLength={500} showCount placeholder="可供应的产品、产能、资质等" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                提 交
              </Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
