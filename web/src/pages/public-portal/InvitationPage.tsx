import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  dateLabel,
  formsApi,
  PortalEmpty,
  PortalSpin,
  PortalTag,
  SignUpButton,
  timeLeftText,
  TYPE_LABEL,
} from '../../modules/portal';
import './InvitationPage.css';

/** Ticks every second once mounted (null before: the server-rendered page has no clock of its own). */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return now;
}

/**
 * /invitation?id=<projectId> (public, spec §1 "may read invitation letters"): the project's
 * invitation letter with its title, type, bid code, deadline and countdown, and 报名.
 */
export function InvitationPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const now = useNow();
  const { data, error, isLoading } = useQuery({
    queryKey: ['portal', 'invitationLetter', id],
    queryFn: () => formsApi.invitationLetter(id),
    enabled: id !== '',
    retry: false,
  });
  if (id === '' || error) {
    return (
      <div className="portal-letter">
        <PortalEmpty description={error?.message ?? '很抱歉，资源未找到!'} />
      </div>
    );
  }
  if (isLoading || !data) return <PortalSpin fullscreen />;
  const { project, content } = data;
  const left = now === null ? null : timeLeftText(project.date, now);
  return (
    <article className="portal-letter" data-testid="portal-invitation-page">
      <h1>邀请函</h1>
      <h2 style={{ textAlign: 'center', fontSize: 18 }}>{project.title}</h2>
      <div className="portal-letter-facts">
        <div>
          项目类型：<PortalTag color="blue">{TYPE_LABEL[project.type]}</PortalTag>
          <PortalTag>{project.status}</PortalTag>
        </div>
        <div>项目编号：{project.bidCode}</div>
        <div>采购单位：{project.companyName}</div>
        <div>
          {dateLabel(project.type)}：{project.date}
        </div>
        <div style={{ gridColumn: '1 / -1' }} data-testid="portal-letter-countdown">
          {left ? (
            <>
              距截止还有 <span className="portal-letter-countdown">{left}</span>
            </>
          ) : now === null ? null : (
            <span className="portal-muted">已截止</span>
          )}
        </div>
      </div>
      <div
        className="portal-html portal-letter-body"
        data-testid="portal-invitation"
        // Sanitised on the server when the announcement was published (allowlist of tags and styles).
        dangerouslySetInnerHTML={{ __html: content }}
      />
      <div className="portal-letter-actions">
        <SignUpButton target={{ id: project.id }} />
      </div>
    </article>
  );
}
