#import <UIKit/UIKit.h>

@class LDRInvoice;

@interface InvoiceCell : UITableViewCell
@property (nonatomic, weak) IBOutlet UILabel *amountLabel;
@property (nonatomic, weak) IBOutlet UILabel *noteLabel;
@property (nonatomic, weak) IBOutlet UILabel *dueLabel;
@property (nonatomic, weak) IBOutlet UILabel *statusLabel;
@property (nonatomic, weak) IBOutlet UILabel *payLabel;
@property (nonatomic, weak) IBOutlet UILabel *memoLabel;
- (void)configureWithInvoice:(LDRInvoice *)invoice;
@end
