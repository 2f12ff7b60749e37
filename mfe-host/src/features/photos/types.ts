/** A stored photo as the image API returns it (POST image/ and image/{venue|space}/{id}/). */
export interface PhotoValue {
  image_id: number;
  image_url: string;
  width?: number;
  height?: number;
}
