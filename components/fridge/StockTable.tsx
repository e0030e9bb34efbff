'use client';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { expiryText, formatDay, rowColour, type RowColour } from '@/lib/fridge/expiry';
import type { StockAction, StockItem } from '@/lib/fridge/item';

const BACKGROUND: Record<RowColour, string> = {
  green: 'rgba(46, 125, 50, 0.12)',
  yellow: 'rgba(237, 180, 0, 0.22)',
  red: 'rgba(211, 47, 47, 0.14)',
};
const EDGE: Record<RowColour, string> = { green: '#2e7d32', yellow: '#c99700', red: '#d32f2f' };

/** One category's items; colour by availability and expiry, taps go to `onAction`. */
export default function StockTable({
  title,
  items,
  today,
  disabled,
  onAction,
  canEdit = () => false,
  onEdit,
}: {
  title: string;
  items: StockItem[];
  today: Date;
  disabled: boolean;
  onAction: (item: StockItem, action: StockAction) => void;
  /** Whether this visitor may edit or delete the item (its author or the fridge's creator). */
  canEdit?: (item: StockItem) => boolean;
  onEdit?: (item: StockItem) => void;
}) {
  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {title}
      </Typography>
      <Table size="small" sx={{ '& td, & th': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Vare</TableCell>
            <TableCell align="right">Antall</TableCell>
            <TableCell align="center">Har</TableCell>
            <TableCell align="center">Endre</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const colour = rowColour(item, today);
            return (
              <TableRow
                key={item.key}
                data-testid="stock-row"
                data-colour={colour}
                sx={{ bgcolor: BACKGROUND[colour], '& td:first-of-type': { borderLeft: `4px solid ${EDGE[colour]}` } }}
              >
                <TableCell>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {item.name}
                    {onEdit && canEdit(item) ? (
                      <IconButton size="small" aria-label={`Endre ${item.name}`} onClick={() => onEdit(item)} sx={{ ml: 0.5, my: -0.5 }}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    ) : null}
                  </Typography>
                  <Typography variant="caption" component="p" color="text.secondary">
                    {[item.shelf ? `Hylle: ${item.shelf}` : null, `Best før ${formatDay(item.expirationDate)}`].filter(Boolean).join(' · ')}
                  </Typography>
                  <Typography variant="caption" component="p" sx={{ fontWeight: colour === 'green' ? 400 : 700 }}>
                    {item.available ? expiryText(item.expirationDate, today) : 'Tomt'}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="quantity">
                  {item.quantity} {item.quantityType}
                </TableCell>
                <TableCell align="center">
                  <Switch
                    checked={item.available}
                    disabled={disabled}
                    onChange={(e) => onAction(item, e.target.checked ? 'available' : 'unavailable')}
                    slotProps={{ input: { 'aria-label': `${item.name} tilgjengelig` } }}
                  />
                </TableCell>
                <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={`Fjern én ${item.name}`} onClick={() => onAction(item, 'remove')} disabled={disabled || item.quantity === 0} size="small">
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={`Legg til én ${item.name}`} onClick={() => onAction(item, 'add')} disabled={disabled} size="small">
                    <AddIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
