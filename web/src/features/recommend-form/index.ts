export { CrossMediaScreen, type CrossMediaScreenProps } from './components/CrossMediaScreen';
export { TitleBoxes } from './components/TitleBoxes';
export { Checkbox } from './components/Checkbox';
export { EXCLUDE_FAVORITES_LABEL } from './components/SignedInOptions';
export {
  postCrossMediaRecommendations,
  RecommendationRequestError,
  type CrossMediaRequest,
} from './crossMediaRequest';
export { STREAMING_SERVICES, type StreamingService } from './platforms';
export * from './screenText';
export {
  useCrossMediaRecommender,
  EMPTY_FORM,
  SAFETY_TIMEOUT_MS,
  ERROR_LOADING_RESET_MS,
  type CrossMediaController,
  type FormValues,
  type RequestRecommendations,
} from './useCrossMediaRecommender';
export { useCardSaveActions, TOGGLE_SUCCESS_TOASTS } from './useCardSaveActions';
