import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category, SubCategory } from '../../../shared/api-entities';
import { api } from '../../api';
import { popupError, popupLoading, popupSuccess } from '../../popups';

/** Categories and subcategories are fetched again after a create or an update (docs/product.md, Categories and subcategories). */
export const CATEGORIES_KEY = ['categories'];
export const SUBCATEGORIES_KEY = ['subcategories'];

export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: ({ signal }) => api.GET('/api/v1/category/all', { signal }),
    select: (answer) => answer.categories,
  });
}

export function useSubcategories() {
  return useQuery({
    queryKey: SUBCATEGORIES_KEY,
    queryFn: ({ signal }) => api.GET('/api/v1/subcategory/all', { signal }),
    select: (answer) => answer.subCategories,
  });
}

/** A write: its call, and the success popup's text. */
type Write = { send: () => Promise<unknown>; done: string };

/**
 * A create or update of a category or subcategory (docs/product.md, Screen feedback): a loading popup, then the success popup
 * for 2 s or 'Error' with the server's message. Both lists are fetched again, since each shows names
 * from the other. Resolves true when saved.
 */
export function useSaveListing() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ send }: Write) => send(),
    onMutate: () => popupLoading(),
    onSuccess: (_answer, { done }) => popupSuccess(done),
    onError: (error) => popupError(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
        queryClient.invalidateQueries({ queryKey: SUBCATEGORIES_KEY }),
      ]),
  });
  return (write: Write) =>
    mutation.mutateAsync(write).then(
      () => true,
      () => false,
    );
}

type Removal = { send: () => Promise<unknown>; id: string; done: string };

/**
 * A delete of a category or subcategory (docs/product.md, Categories and subcategories): the row goes once the server has agreed, with
 * the success popup; a refusal shows 'Error' with the server's message and the row stays.
 */
export function useRemoveListing(key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ send }: Removal) => send(),
    onSuccess: (_answer, { id, done }) => {
      queryClient.setQueryData<{ categories?: Category[]; subCategories?: SubCategory[] }>(key, (answer) => {
        if (!answer) return answer;
        return {
          ...answer,
          ...(answer.categories && { categories: answer.categories.filter((row) => row._id !== id) }),
          ...(answer.subCategories && { subCategories: answer.subCategories.filter((row) => row._id !== id) }),
        };
      });
      void popupSuccess(done);
      // A category takes its subcategories with it; a subcategory leaves its category's list.
      void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBCATEGORIES_KEY });
    },
    onError: (error) => popupError(error.message),
  });
}
