/** Live sourcing projects for the buyer's and the supplier's screens alike (docs/sourcing.md "Live updates"). */
export { useSourcingLive } from './hooks/useSourcingLive';
