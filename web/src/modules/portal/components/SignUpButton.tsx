import { PortalButton, type SignUpTarget } from '../../portal-light';
import { useSignUp } from '../hooks/useSignUp';

export type SignUpButtonProps = { target: SignUpTarget; size?: 'middle' | 'large' };

/** 报名 / 已报名 of one project (useSignUp); a second press asks the server again, which refuses it. */
export function SignUpButton({ target, size = 'large' }: SignUpButtonProps) {
  const { signUp, signedUp, pending } = useSignUp(target);
  return (
    <span data-testid="portal-signup" data-signed-up={signedUp ? 'true' : 'false'}>
      <PortalButton type="primary" size={size} onClick={pending ? undefined : signUp}>
        {pending ? '报名中…' : signedUp ? '已报名' : '报名'}
      </PortalButton>
    </span>
  );
}
