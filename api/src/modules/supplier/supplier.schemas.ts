/**
 * The supplier fields other modules' forms reuse (portal 信息收集). The supplier's request schemas are
 * its contract (@srm/contracts/supplier); these names stay for the modules that import them here.
 */
export { creditCodeField as creditCode, mobileField as mobile } from '@srm/contracts/supplier';
