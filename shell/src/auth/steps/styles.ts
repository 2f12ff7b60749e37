import styled from 'styled-components';

export const Stack = styled.div`
  display: grid;
  gap: 12px;
  p { margin: 0; }
`;

/** A text-looking button for in-popup navigation (change login method, register, resend). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  font: inherit;
  cursor: pointer;
`;
