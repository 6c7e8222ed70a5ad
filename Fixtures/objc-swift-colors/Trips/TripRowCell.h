#import <UIKit/UIKit.h>

@interface TripRowCell : UITableViewCell

@property (class, nonatomic, strong, readonly) UIColor *primaryTextColor;
@property (nonatomic, strong) UILabel *destinationLabel;

@end
