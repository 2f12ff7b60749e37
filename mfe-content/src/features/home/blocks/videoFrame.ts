import styled, { css } from 'styled-components';

/** Video frame size from the spec (section 9): 360 px high on a phone, 720 otherwise; the same before and after play. */
export const frameSize = css`
  display: block;
  width: 100%;
  height: 720px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.phone} {
    height: 360px;
  }
`;

/** The frame's place while the block's code loads. */
export const FrameSpace = styled.div`
  ${frameSize}
`;
