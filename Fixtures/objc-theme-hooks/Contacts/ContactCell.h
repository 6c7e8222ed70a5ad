#import "BaseCell.h"

@interface ContactCell : BaseCell
@property (nonatomic, weak) IBOutlet UILabel *nameLabel;
@property (nonatomic, weak) IBOutlet UILabel *detailLabel;
@property (nonatomic, weak) IBOutlet UILabel *badgeLabel;
@property (nonatomic, weak) IBOutlet UILabel *roleLabel;
@end
