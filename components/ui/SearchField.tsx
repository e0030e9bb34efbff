'use client';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';

type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name; the placeholder reads "Søk …" either way. */
  label?: string;
};

/**
 * A type-to-filter field (no form, nothing is submitted). OutlinedInput rather than TextField:
 * TextField bundles Select, Menu and Modal, which a search box never uses.
 */
export default function SearchField({ value, onChange, label = 'Søk' }: SearchFieldProps) {
  return (
    <OutlinedInput
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Søk …"
      fullWidth
      size="small"
      autoComplete="off"
      inputProps={{ 'aria-label': label, enterKeyHint: 'search', spellCheck: false }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      sx={{ mb: 2.5, bgcolor: 'background.paper' }}
    />
  );
}
