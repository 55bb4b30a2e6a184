import { creditCodeProblem, normalizeCreditCode } from '@srm/contracts/supplier';

export { normalizeCreditCode };

/**
 * The form rule of a 统一社会信用代码 field, checked on blur: the contract's rule (the one the server
 * applies), on the code as the user typed it (normalised first).
 */
export const creditCodeRule = {
  validator: (_: unknown, v: string | undefined) => {
    const problem = creditCodeProblem(normalizeCreditCode(v ?? ''));
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};
