/** 开标/评标 of a sealed tender, the buyer's and the expert's side (docs/sourcing.md "Sealed tender" and "Screens"). */
export { AssignExpertsCard } from './components/AssignExpertsCard';
export { CommitteeButton } from './components/CommitteeButton';
export { ExpertScoringCard } from './components/ExpertScoringCard';
export { TenderPicker } from './components/TenderPicker';
