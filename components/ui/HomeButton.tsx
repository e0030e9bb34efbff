'use client';
import HomeIcon from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import Link from 'next/link';

export default function HomeButton() {
  return (
    <Button component={Link} href="/" variant="contained" startIcon={<HomeIcon />}>
      Til forsiden
    </Button>
  );
}
