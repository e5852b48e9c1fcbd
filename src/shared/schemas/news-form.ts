import { z } from 'zod';
import { imageRefSchema, newsFields, tagListSchema } from './news';
import { translationSchema } from './news-translation';

export const IMAGES_REQUIRED_MESSAGE = 'At least one image is required';

/**
 * The back office's Add/Edit News form: the create call's rules and messages (docs/product.md, News form), in the shapes a
 * form holds. Tags and images are lists rather than JSON strings, the publish time is the browser's
 * `datetime-local` text ('' = now), and the form also asks for at least one image.
 */
export const newsFormSchema = z.object({
  title: newsFields.title,
  subtitle: z.string().trim(),
  description: newsFields.description,
  language: newsFields.language,
  type: newsFields.type,
  category: newsFields.category,
  subcategory: z.string(),
  location: newsFields.location,
  youtubeurl: newsFields.youtubeurl.unwrap(),
  notificationSend: z.boolean(),
  commentsEnabled: z.boolean(),
  live: z.boolean(),
  tag: tagListSchema,
  slug: newsFields.slug,
  images: z.array(imageRefSchema).min(1, { error: IMAGES_REQUIRED_MESSAGE }),
  publish: z.string(),
  /** The article in the other language, as chosen in the picker (docs/product.md, Translations). */
  translation: translationSchema.nullable(),
});

/** What the form fields hold while typed (the selects start empty, before a language or type is chosen). */
export type NewsFormValues = Omit<z.input<typeof newsFormSchema>, 'language' | 'type'> & {
  language: z.input<typeof newsFormSchema>['language'] | '';
  type: z.input<typeof newsFormSchema>['type'] | '';
};
export type NewsFormOutput = z.output<typeof newsFormSchema>;
