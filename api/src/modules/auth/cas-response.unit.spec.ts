import { describe, expect, it } from 'vitest';
import { parseCasServiceResponse } from './cas-response';

describe('reading a CAS 2.0 serviceValidate answer', () => {
  it('finds the user of a success, whatever the namespace prefix, as text', () => {
    const ok = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
      <cas:authenticationSuccess><cas:user> 00123 </cas:user>
      <cas:proxyGrantingTicket>PGTIOU-1</cas:proxyGrantingTicket></cas:authenticationSuccess>
    </cas:serviceResponse>`;
    expect(parseCasServiceResponse(ok)).toEqual({ ok: true, user: '00123' });
    const other = `<c:serviceResponse xmlns:c="http://www.yale.edu/tp/cas"><c:authenticationSuccess>
      <c:user>张三</c:user></c:authenticationSuccess></c:serviceResponse>`;
    expect(parseCasServiceResponse(other)).toEqual({ ok: true, user: '张三' });
  });

  it('reads the failure code and text', () => {
    const failure = `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
      <cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1 not recognized</cas:authenticationFailure>
    </cas:serviceResponse>`;
    expect(parseCasServiceResponse(failure)).toEqual({
      ok: false,
      code: 'INVALID_TICKET',
      message: 'Ticket ST-1 not recognized',
    });
  });

  it('gives null for anything else', () => {
    for (const xml of [
      '',
      'not xml at all <',
      '<html><body>login</body></html>',
      '<cas:serviceResponse xmlns:cas="x"><cas:authenticationSuccess><cas:user></cas:user></cas:authenticationSuccess></cas:serviceResponse>',
      '<cas:serviceResponse xmlns:cas="x"></cas:serviceResponse>',
    ]) {
      expect(parseCasServiceResponse(xml), xml).toBeNull();
    }
  });
});
