// The list of every review on /admin/office/reviews, with each one's buttons.
import { Form } from 'react-router';
import type { Review } from '../../../../server/reviews/review-store';
import { DataTable, KitButton, Panel } from '../kit';
import { SOURCE_WORDS } from './review-parts';

/** One review's buttons: approve or take off the site, and delete. */
function ReviewActions({ review }: { review: Review }) {
  const name = `the review by ${review.author}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post">
        <input type="hidden" name="id" value={review.id} />
        <KitButton
          type="submit"
          name="intent"
          value={review.approved ? 'hide' : 'approve'}
          tone={review.approved ? 'quiet' : 'primary'}
        >
          {review.approved ? 'Take off the site' : 'Approve'}
          <span className="sr-only"> {name}</span>
        </KitButton>
      </Form>
      <Form method="post">
        <input type="hidden" name="id" value={review.id} />
        <KitButton type="submit" name="intent" value="delete">
          Delete<span className="sr-only"> {name}</span>
        </KitButton>
      </Form>
    </div>
  );
}

/** Every review, approved or waiting. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <Panel id="review-list-title" title="Reviews">
      {reviews.length === 0 ? (
        <p className="text-fg-muted">No reviews yet: add one above.</p>
      ) : (
        <DataTable<Review>
          caption="Reviews, newest first"
          rows={reviews}
          rowKey={(review) => review.id}
          rowData={(review) => ({ 'data-review': String(review.id) })}
          columns={[
            { header: 'Review', cell: (review) => review.text },
            { header: 'By', nowrap: true, cell: (review) => review.author },
            { header: 'From', cell: (review) => SOURCE_WORDS[review.source] },
            { header: 'Stars', nowrap: true, cell: (review) => `${review.rating} of 5` },
            { header: 'Day', nowrap: true, cell: (review) => review.reviewedOn },
            {
              header: 'On the site',
              cell: (review) => (review.approved ? 'Shown' : 'Waiting for approval'),
            },
            { header: 'Actions', cell: (review) => <ReviewActions review={review} /> },
          ]}
        />
      )}
    </Panel>
  );
}
