import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MenuItem } from '@/content/menu';
import { formatAddOnPrice, formatPrice } from '@/lib/menu/price';

const priceSx = {
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'right',
} as const;

/** One dish or drink: title and price on one line, description, choices and add-ons below. */
export default function MenuItemRow({ item }: { item: MenuItem }) {
  const titleId = `item-${item.id}`;
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ listStyle: 'none', py: 1.75 }} data-menu-item={item.id}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.3 }}>
          {item.title}
        </Typography>
        <Box
          aria-hidden="true"
          sx={{ flex: 1, minWidth: 12, borderBottom: '2px dotted', borderColor: 'divider', transform: 'translateY(-4px)' }}
        />
        <Typography component="p" sx={{ ...priceSx, fontSize: '1.05rem', color: 'primary.main' }}>
          {formatPrice(item.price)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, lineHeight: 1.5 }}>
        {item.description}
      </Typography>
      {item.choice ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" component="p" sx={{ fontWeight: 700, color: 'text.secondary' }}>
            {item.choice.label} (pick one):
          </Typography>
          <Box
            component="ul"
            aria-label={item.choice.label}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, mt: 0.5 }}
          >
            {item.choice.options.map((option) => (
              <Box
                component="li"
                key={option}
                sx={{
                  listStyle: 'none',
                  px: 1.25,
                  py: 0.25,
                  borderRadius: 999,
                  border: 1,
                  borderColor: 'divider',
                  fontSize: '0.8rem',
                  bgcolor: 'action.hover',
                }}
              >
                {option}
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
      {item.addOns?.length ? (
        <Box component="ul" aria-label={`Add-ons for ${item.title}`} sx={{ p: 0, m: 0, mt: 1 }}>
          {item.addOns.map((addOn) => (
            <Box
              component="li"
              key={addOn.label}
              sx={{
                listStyle: 'none',
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                fontSize: '0.85rem',
                color: 'text.secondary',
              }}
            >
              <span>{addOn.label}</span>
              <Box component="span" sx={priceSx}>
                {formatAddOnPrice(addOn.price)}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
