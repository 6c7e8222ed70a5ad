#import "InvoiceCell.h"
#import "UIColor+Ledger.h"
#import "LedgerColorMacros.h"
#import "LDRInvoice.h"

@implementation InvoiceCell

- (void)awakeFromNib {
    [super awakeFromNib];
    self.backgroundColor = [UIColor ldr_surfaceColor];
    self.amountLabel.textColor = [UIColor ldr_inkColor];
    self.noteLabel.textColor = kLDRMutedTextColor;
    self.dueLabel.textColor = LDRColorFromHex(0xB00020);
    self.payLabel.textColor = UIColor.ldr_accentColor;
}

- (void)configureWithInvoice:(LDRInvoice *)invoice {
    self.statusLabel.textColor = invoice.statusColor;
    if (invoice.isOverdue) {
        self.memoLabel.textColor = [UIColor ldr_accentColor];
    }
    if (self.amountLabel != nil) {
        self.amountLabel.textColor = [UIColor ldr_inkColor];
    }
}

@end
