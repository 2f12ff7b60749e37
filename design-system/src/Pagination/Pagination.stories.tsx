import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Pagination, type PaginationProps } from './Pagination';

function Stateful(props: Omit<PaginationProps, 'onPageChange'>) {
  const [page, setPage] = useState(props.page);
  return <Pagination {...props} page={page} onPageChange={setPage} />;
}

const meta: Meta<typeof Stateful> = {
  title: 'Navigation/Pagination',
  component: Stateful,
  args: { page: 1, pageCount: 12, visiblePages: 3 },
};
export default meta;
type Story = StoryObj<typeof Stateful>;

export const Playground: Story = {};
export const Middle: Story = { args: { page: 6 } };
export const LastPage: Story = { args: { page: 12 } };
export const FivePageNumbers: Story = { args: { page: 6, visiblePages: 5 } };
export const AsLinks: Story = { args: { page: 2, getHref: (p: number) => `#page-${p}` } };
