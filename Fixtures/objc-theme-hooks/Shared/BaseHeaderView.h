#import <UIKit/UIKit.h>

@interface BaseHeaderView : UITableViewHeaderFooterView
@property (nonatomic, strong) IBOutlet UILabel *captionLabel;
@end
