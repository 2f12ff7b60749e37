import { fitPoints, MAP_HEIGHT, MAP_WIDTH, pan, project, viewBounds, viewOfBounds, zoom } from './mapGeometry';

describe('built-in map geometry', () => {
  const view = { lat: 52.09, lng: 5.12, spanLng: 0.4 };

  it('projects the centre to the middle and the box corners to the corners', () => {
    expect(project(view, { lat: 52.09, lng: 5.12 })).toEqual({ x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 });
    const b = viewBounds(view);
    const nw = project(view, { lat: b.north, lng: b.west });
    expect(nw.x).toBeCloseTo(0);
    expect(nw.y).toBeCloseTo(0);
    const se = project(view, { lat: b.south, lng: b.east });
    expect(se.x).toBeCloseTo(MAP_WIDTH);
    expect(se.y).toBeCloseTo(MAP_HEIGHT);
  });

  it('a box round-trips through its view', () => {
    const b = viewBounds(view);
    const back = viewBounds(viewOfBounds(b));
    expect(back.south).toBeCloseTo(b.south, 6);
    expect(back.east).toBeCloseTo(b.east, 6);
  });

  it('dragging right shows what lies west; dragging down what lies north', () => {
    const moved = pan(view, 64, 48);
    expect(moved.lng).toBeLessThan(view.lng);
    expect(moved.lat).toBeGreaterThan(view.lat);
  });

  it('zooming around a point keeps that point under the pointer', () => {
    const at = { x: 100, y: 80 };
    const b = viewBounds(view);
    const lngAt = b.west + (at.x / MAP_WIDTH) * (b.east - b.west);
    const latAt = b.north - (at.y / MAP_HEIGHT) * (b.north - b.south);
    const zoomed = zoom(view, 0.5, at);
    expect(zoomed.spanLng).toBeCloseTo(0.2);
    const p = project(zoomed, { lat: latAt, lng: lngAt });
    expect(p.x).toBeCloseTo(at.x, 1);
    expect(p.y).toBeCloseTo(at.y, 1);
  });

  it('fits every point inside the view', () => {
    const points = [
      { lat: 52.37, lng: 4.89 },
      { lat: 51.92, lng: 4.48 },
      { lat: 52.09, lng: 5.12 },
    ];
    const fitted = fitPoints(points)!;
    for (const p of points) {
      const { x, y } = project(fitted, p);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
    expect(fitPoints([])).toBeNull();
  });
});
