// What the client dashboard's cards use of the reviews feature (docs/product/reviews.md).
export { ReviewOffer, type ReviewOfferProps } from './components/ReviewOffer';
export { useClientReviews } from './hooks/useClientReviews';
export type { ClientReview } from './model/review';
