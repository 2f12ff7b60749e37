/** A title -> a slug proposal ("Vergaderen in 's-Hertogenbosch!" -> "vergaderen-in-s-hertogenbosch"), as the API's rule wants it. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}
