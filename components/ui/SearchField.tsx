'use client';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name; the placeholder reads "Søk …" either way. */
  label?: string;
};

/** A type-to-filter field (no form, nothing is submitted). */
export default function SearchField({ value, onChange, label = 'Søk' }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Søk …"
      fullWidth
      size="small"
      autoComplete="off"
      slotProps={{
        htmlInput: { 'aria-label': label, enterKeyHint: 'search', spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ mb: 2.5, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
    />
  );
}
